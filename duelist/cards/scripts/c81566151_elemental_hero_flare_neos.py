"""Elemental HERO Flare Neos (81566151), Fusion Monster."""
from duelist.cards.common import C, CONTINUOUS, SUMMON_PROC, TRIGGER, During, Effect
from duelist.cards.summons import contact_fusion, my_face_up_monsters, shuffle_into_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 7 FIRE Warrior Fusion of Elemental HERO Neos and Neo-Spacian Flare "
               "Scarab that needs no Polymerization: it is first Special Summoned from the Extra "
               "Deck by shuffling those two face-up monsters you control into the Deck. It gains "
               "400 ATK for each Spell and Trap Card on the field, and in each End Phase it "
               "shuffles itself back into the Extra Deck.")

CONTACT_FUSION = True
SUMMON_CONDITION = "proc_only"


condition, cost = contact_fusion(my_face_up_monsters, shuffle_into_deck)


def boost(ctx, card):
    return (400 * len(ctx.spells_traps("both")), 0)


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END


def contact_out(ctx):
    if ctx.card_still_here and ctx.card.location == S.MZONE:
        ctx.to_deck([ctx.card])


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.EXTRA,), condition=condition, cost=cost,
           label="shuffle Neos + Flare Scarab into the Deck"),
    Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=boost),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)), match=end_phase,
           resolve=contact_out, label="return to the Extra Deck"),
]
