import * as z from 'zod';

/** A server-issued numeric id. */
export const idSchema = z.number().int();

/**
 * A login id. The specs pass it in paths and filters (user-details/{loginId}, accLoginId=={id})
 * without saying its type, so both numbers and non-empty strings are accepted.
 */
export const loginIdSchema = z.union([z.number().int(), z.string().min(1)]);

/** A login id, numeric or textual. */
export type LoginId = z.infer<typeof loginIdSchema>;

/** A string that holds more than whitespace: the specs' 'required' text fields. */
export const nonBlankStringSchema = z.string().refine((value) => value.trim().length > 0);

/**
 * A latitude or longitude as the property service exchanges it: the new-property defaults send
 * strings ('25.2048'), map picks give numbers, so both are accepted as they come.
 */
export const coordinateSchema = z.union([z.number(), z.string()]);

/** A coordinate value, numeric or textual. */
export type Coordinate = z.infer<typeof coordinateSchema>;

/** A server date or date-time; its exact format is not shown in the specs, so any string passes. */
export const serverDateSchema = z.string();

/** A percentage from 0 to 100. */
export const percentageSchema = z.number().min(0).max(100);

/** A non-negative whole number: counts of rooms, floors, views. */
export const countSchema = z.number().int().min(0);
