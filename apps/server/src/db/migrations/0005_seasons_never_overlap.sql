-- Two seasons never share an instant: ranges are [start_at, end_at).
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_no_overlap" EXCLUDE USING gist (tstzrange("start_at", "end_at", '[)') WITH &&);
