"""Gladiator Beast Gyzarus (48156348), Fusion Monster."""
from duelist.cards.common import SUMMON_PROC, TRIGGER, Effect, H, Target
from duelist.cards.kit import tag_out
from duelist.cards.summons import contact_fusion, my_face_up_monsters, shuffle_into_deck
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Level 6 DARK Winged Beast Gladiator Beast Fusion (Gladiator Beast Bestiari + 1 Gladiator "
               "Beast) that needs no Polymerization: it is first Special Summoned from the Extra Deck by "
               "shuffling those face-up monsters you control into the Deck. Whenever it is Special "
               "Summoned, its controller may destroy up to 2 targeted cards on the field (an optional "
               "\"when\" effect, which can miss the timing). At the end of "
               "a Battle Phase in which it battled, it may return itself to the Extra Deck to Special "
               "Summon 2 Gladiator Beasts (not Bestiari) from the Deck.")

CONTACT_FUSION = True
SUMMON_CONDITION = "proc_only"


condition, cost = contact_fusion(my_face_up_monsters, shuffle_into_deck)


def special_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") in ("special", "proc")


def field_cards(ctx):
    return ctx.field("both")


def on_field(ctx, card):
    return card.location in S.FIELD_LOCATIONS


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.EXTRA,), condition=condition, cost=cost,
           label="shuffle Bestiari + 1 Gladiator Beast into the Deck"),
    # "when ... you can" (特殊召喚に成功した時...発動できる): it misses the timing when the summon
    # was not the last thing to happen (Premature Burial equips itself after it)
    Effect(TRIGGER, events=H.SUMMONED, match=special_summoned, optional=True, when=True, resolve=resolve,
           target=Target(field_cards, filter=on_field, count=2, minimum=1,
                         prompt="Gyzarus: destroy which card?"),
           destroys=DESTROYS_TARGETS, label="Special Summoned: destroy up to 2 cards"),
    tag_out(count=2, exclude="Gladiator Beast Bestiari"),
]
