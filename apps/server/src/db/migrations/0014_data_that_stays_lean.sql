CREATE TABLE "daily_totals" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "daily_totals_day_metric_pk" PRIMARY KEY("day","metric")
);
