"""Dark Magician Knight (50725996), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, Target
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Level 7 DARK Warrior. It cannot be Normal Summoned or Set, and only the effect of "
               "\"Knight's Title\" can Special Summon it (nothing else, ever). When it is Special "
               "Summoned, its controller must target 1 card on the field (it may be this card) and "
               "destroy it.")

CANNOT_NORMAL_SUMMON = True
CANNOT_NORMAL_SET = True
SUMMON_CONDITION = "only_proc"      # Knight's Title summons it with `proper=True`


def special_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") in ("special", "proc")


def field_cards(ctx):
    return ctx.field("both")


def on_field(ctx, card):
    return card.location in S.FIELD_LOCATIONS


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


# One meaning in both eras (the 2005 text, ROD: "when this card is Special Summoned successfully,
# destroy 1 card on the field", a mandatory "when" that cannot miss the timing; the OCG text
# 選択して: it targets): no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events=H.SUMMONED, match=special_summoned, resolve=resolve,
           target=Target(field_cards, filter=on_field, prompt="Dark Magician Knight: destroy which card?"),
           destroys=DESTROYS_TARGETS, label="Special Summoned: destroy 1 card on the field"),
]
