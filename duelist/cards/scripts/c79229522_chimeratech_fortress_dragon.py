"""Chimeratech Fortress Dragon (79229522), Fusion Monster."""
from duelist.cards.common import C, CONTINUOUS, M, SUMMON_PROC, Effect
from duelist.cards.summons import contact_fusion
from duelist.engine import state as S

DESCRIPTION = ("Level 8 DARK Machine Fusion (materials: Cyber Dragon + 1 or more Machine "
               "monsters) that needs no Polymerization: it is first Special Summoned from the "
               "Extra Deck by sending face-up materials from either player's field to the GY. "
               "Its original ATK is 1000 for each material used for that summon (0 otherwise). "
               "It cannot be a Fusion Material.")

CONTACT_FUSION = True          # never by a Fusion Spell (engine/extra.py can_fusion)
SUMMON_CONDITION = "proc_only"
NOT_FUSION_MATERIAL = True


def both_fields(ctx):
    """(the procedure sends them to the GY: not one that would be banished instead, Macro
    Cosmos, Dimensional Fissure)"""
    return [c for c in ctx.monsters("both", face_up=True) if ctx.can_send_to_grave([c])]


def to_grave(ctx, cards):
    ctx.send_to_grave(cards, "material")


condition, cost = contact_fusion(both_fields, to_grave)


def original_atk(ctx, card):
    return (1000 * ctx.marked(card, M.MATERIALS, 0), None)


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.EXTRA,), condition=condition, cost=cost,
           label="send Cyber Dragon + Machines from either field"),
    # its *original* ATK becomes the count: the base an ATK gain or a "becomes" works from, and
    # what "its original ATK" reads (Ring of Destruction)
    Effect(CONTINUOUS, tag=C.SET_STATS, original=True, affects=lambda ctx, card: card is ctx.card,
           value=original_atk, label="original ATK 1000 x materials"),
]
