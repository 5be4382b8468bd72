/**
 * One half hour of one day: its bookings, the block over it (shaded, its reason written on the
 * block's first row), 'n of N bays', and the free space that opens a new booking there. A drop
 * target while a booking is dragged, when staff may move it there.
 */
import { useDroppable } from '@dnd-kit/core';
import { formatTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { DiaryCard } from './DiaryCard';
import type { DiaryCell, DiaryEntry } from './diary-model';

interface DiarySlotProps {
  cell: DiaryCell;
  bays: number;
  /** 'Monday 3 November', for the names of the free space. */
  dayLabel: string;
  /** How far through this half hour the time is now (0 to 1), when it is now. */
  now: number | null;
  dragging: boolean;
  hintId: string;
  onOpen: (entry: DiaryEntry) => void;
  onMove: (entry: DiaryEntry) => void;
  onBook: (date: string, time: string) => void;
}

function slotId(date: string, time: string): string {
  return `${date}T${time}`;
}

export function DiarySlot({ cell, bays, dayLabel, now, dragging, hintId, onOpen, onMove, onBook }: DiarySlotProps) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(cell.date, cell.time), data: { date: cell.date, time: cell.time }, disabled: !cell.bookable });
  const n = cell.entries.length;
  const classes = [
    'diary-slot',
    !cell.open && 'is-closed',
    cell.block && 'is-blocked',
    cell.past && 'is-past',
    cell.full && 'is-full',
    dragging && cell.bookable && 'is-target',
    isOver && 'is-over',
  ].filter(Boolean);

  return (
    <td ref={setNodeRef} className={classes.join(' ')} data-date={cell.date} data-time={cell.time}>
      {now !== null && (
        <span className="diary-now" style={{ top: `${now * 100}%` }} aria-hidden="true">
          <span className="diary-now__dot" />
        </span>
      )}
      {!cell.open && n === 0 ? (
        <span className="sr-only">Closed</span>
      ) : (
        <>
          {cell.block &&
            (cell.blockStarts ? (
              <span className="diary-slot__block">
                <AdminIcon name="lock" size={14} />
                <span>
                  <span className="sr-only">Blocked: </span>
                  {cell.block.reason}
                </span>
              </span>
            ) : (
              <span className="sr-only">Blocked: {cell.block.reason}</span>
            ))}
          {cell.open && !cell.block && (
            <span className={`diary-slot__bays${cell.full ? ' is-full' : ''}${n === 0 ? ' is-empty' : ''}`}>
              {n} of {bays} {bays === 1 ? 'bay' : 'bays'}
            </span>
          )}
          {cell.entries.map((entry) => (
            <DiaryCard key={entry.appointment.id} entry={entry} onOpen={onOpen} onMove={onMove} movable={!cell.past} hintId={hintId} />
          ))}
          {/* Kept (hidden) while a booking is dragged, so no row changes height under the pointer. */}
          {cell.bookable && (
            <button type="button" className="diary-slot__add" onClick={() => onBook(cell.date, cell.time)} tabIndex={dragging ? -1 : undefined}>
              <AdminIcon name="plus" size={16} />
              Book<span className="sr-only">{`${formatTime(cell.time)} on ${dayLabel}`}</span>
            </button>
          )}
        </>
      )}
    </td>
  );
}
