-- Subscriptions stored before this column were all made by our own checkout, for the Pro price.
ALTER TABLE "subscriptions" ADD COLUMN "pro_price" boolean DEFAULT true NOT NULL;