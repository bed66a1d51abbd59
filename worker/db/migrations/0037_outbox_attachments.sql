-- A mail's attachments (docs/booking.md "Mails and the calendar file"): a booking's mail carries
-- its calendar file. A JSON array of { filename, contentType, content } (content as text: a
-- calendar file is text), NULL for a mail without any. Emptied with the body once sent.
ALTER TABLE outbox ADD COLUMN attachments TEXT CHECK (
  attachments IS NULL
  OR (json_valid(attachments) AND json_type(attachments) = 'array' AND length(attachments) <= 100000)
);
