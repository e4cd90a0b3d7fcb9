export function App() {
  return <h1>Podium</h1>;
}
