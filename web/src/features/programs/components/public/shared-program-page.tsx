import { Fragment } from 'react';
import { SHARED_PROGRAM_GONE, type SharedProgram } from '@app/shared/contracts/programs';
import { pieceCredit } from '@app/shared/domain/program-listing';
import { ApiError } from '../../../../lib/api-client';
import { useSharedProgram } from '../../api/get-shared-program';
import { performanceText } from '../../utils/performance-text';
import styles from './shared-program-page.module.css';

/** Never in a search engine's index: the link is the director's to give. */
const NoIndex = () => <meta name="robots" content="noindex, nofollow" />;

/**
 * A shared program as its audience reads it on a phone in the hall (no sign-in): the title, when
 * and where, then each ensemble's set with its pieces, credits and notes, and the intermission
 * where it falls. Large type, dark when the device is.
 */
export function SharedProgramPage({ token }: { token: string }) {
  const { data, error, isLoading } = useSharedProgram(token);
  if (isLoading) return <Shell title="Concert program">{null}</Shell>;
  if (error || !data) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <Shell title="Program not available">
        <h1 className={styles.title}>Program not available</h1>
        <p className={styles.when}>
          {gone ? SHARED_PROGRAM_GONE : 'The program could not be loaded just now. Please reload the page.'}
        </p>
      </Shell>
    );
  }
  return <ProgramSheet program={data} />;
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className={styles.page}>
      <title>{title}</title>
      <NoIndex />
      <div className={styles.sheet}>{children}</div>
    </main>
  );
}

function ProgramSheet({ program }: { program: SharedProgram }) {
  const when = performanceText(program);
  return (
    <Shell title={program.title}>
      <header>
        <h1 className={styles.title}>{program.title}</h1>
        {when && <p className={styles.when}>{when}</p>}
      </header>
      {program.sets.map((set, index) => (
        <Fragment key={index}>
          <section className={styles.set} aria-labelledby={`set-${index}`}>
            <h2 className={styles.setHeading} id={`set-${index}`}>
              {set.heading}
            </h2>
            <ol className={styles.pieces}>
              {set.pieces.map((piece, at) => {
                const { title, credit } = pieceCredit(piece);
                return (
                  <li className={styles.piece} key={at}>
                    <div className={styles.pieceTitle}>{title}</div>
                    {credit && <div className={styles.credit}>{credit}</div>}
                    {piece.notes && <p className={styles.notes}>{piece.notes}</p>}
                  </li>
                );
              })}
            </ol>
          </section>
          {program.intermission_after === index && (
            <p className={styles.intermission} role="separator" aria-label="Intermission">
              Intermission
            </p>
          )}
        </Fragment>
      ))}
      {program.sets.length === 0 && <p className={styles.when}>The running order is not set yet.</p>}
      <footer className={styles.footer}>Program shared with Podium</footer>
    </Shell>
  );
}
