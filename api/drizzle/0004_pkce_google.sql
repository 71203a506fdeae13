CREATE TABLE "auth_flow_states" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_challenge" text NOT NULL,
	"code_challenge_method" text NOT NULL,
	"redirect_to" text NOT NULL,
	"auth_code" text,
	"user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_flow_states_auth_code_unique" UNIQUE("auth_code"),
	CONSTRAINT "auth_flow_states_method_check" CHECK ("auth_flow_states"."code_challenge_method" in ('s256', 'plain'))
);
--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "providers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_flow_states" ADD CONSTRAINT "auth_flow_states_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;