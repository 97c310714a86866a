"""Granmarg the Rock Monarch (60229110), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, Target
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Level 6 EARTH Rock. Whenever it is Tribute Summoned, it must pick a Set card on "
               "the field (a face-down monster or a face-down Spell/Trap, either side) as the "
               "target and destroy it, still face-down.")


def tribute_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") == "tribute"


def set_cards(ctx):
    return ctx.field("both")


def still_set(ctx, card):
    return card.location in (S.MZONE, S.SZONE, S.FZONE) and not card.face_up


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [Effect(TRIGGER, events="summoned", match=tribute_summoned, resolve=resolve,
                  target=Target(set_cards, filter=still_set, prompt="Granmarg: destroy which Set card?"),
                  label="Tribute Summoned: destroy 1 Set card", destroys=DESTROYS_TARGETS)]
