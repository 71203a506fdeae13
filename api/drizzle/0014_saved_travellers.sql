CREATE TABLE "saved_travellers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"gender" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_travellers_gender_check" CHECK ("saved_travellers"."gender" in ('male', 'female', 'other'))
);
--> statement-breakpoint
ALTER TABLE "saved_travellers" ADD CONSTRAINT "saved_travellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_travellers_user_name" ON "saved_travellers" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_travellers_user_recent" ON "saved_travellers" USING btree ("user_id","updated_at");