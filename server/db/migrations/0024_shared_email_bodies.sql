CREATE TABLE "email_bodies" (
	"id" serial PRIMARY KEY NOT NULL,
	"html_before" text NOT NULL,
	"html_after" text NOT NULL,
	"text_before" text NOT NULL,
	"text_after" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "body_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "fill" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_body_id_email_bodies_id_fk" FOREIGN KEY ("body_id") REFERENCES "public"."email_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_body" CHECK (("email_outbox"."html" is not null and "email_outbox"."text" is not null) or ("email_outbox"."body_id" is not null and "email_outbox"."fill" is not null));