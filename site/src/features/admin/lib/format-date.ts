import { COMPANY } from '#shared/content/company.ts';

/** Dates in the agency's own time zone, so the owner sees Toronto time wherever the admin runs. */
const DATE_TIME = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: COMPANY.timeZone,
});
const DATE = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: COMPANY.timeZone });

export const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
};
export const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
};
const TIME = new Intl.DateTimeFormat('en-CA', { timeStyle: 'medium', timeZone: COMPANY.timeZone });
/** A time of today with its seconds ("10:12:05 a.m."): two checks a minute apart still read apart. */
export const formatTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : TIME.format(date);
};
