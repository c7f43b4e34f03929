CREATE TABLE "rate_index_observations" (
	"series_id" text NOT NULL,
	"observation_date" date NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	CONSTRAINT "rate_index_observations_series_id_observation_date_pk" PRIMARY KEY("series_id","observation_date")
);
