const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayInYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const fullDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** When a conversation was last active, short: "Today, 3:04 PM", "Yesterday", "Mar 5", "Mar 5, 2025". */
export function formatSessionDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  // ICU puts a narrow no-break space before AM/PM: plain spaces read and wrap the same everywhere
  if (days === 0) return `Today, ${time.format(date).replace(/\s/g, ' ')}`;
  if (days === 1) return 'Yesterday';
  if (date.getFullYear() === now.getFullYear()) return dayInYear.format(date);
  return fullDay.format(date);
}
