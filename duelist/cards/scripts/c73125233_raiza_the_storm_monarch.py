"""Raiza the Storm Monarch (73125233), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 6 WIND Winged Beast. Whenever it is Tribute Summoned, it must pick a card on "
               "the field (either side, face-up or Set, itself too) as the target and put it on top "
               "of its owner's Deck (an Extra Deck monster goes back to the Extra Deck; a Token "
               "vanishes).")


def tribute_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") == "tribute"


def cards_on_field(ctx):
    return ctx.field("both")


def on_field(ctx, card):
    return card.location in (S.MZONE, S.SZONE, S.FZONE)


def resolve(ctx):
    ctx.to_deck(ctx.targets, shuffle=False)      # on top, unshuffled


EFFECTS = [Effect(TRIGGER, events="summoned", match=tribute_summoned, resolve=resolve,
                  target=Target(cards_on_field, filter=on_field, prompt="Raiza: return which card to the top of the Deck?"),
                  label="Tribute Summoned: 1 card on top of the Deck")]
