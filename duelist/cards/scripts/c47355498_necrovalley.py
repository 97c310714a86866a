"""Necrovalley (47355498), Field Spell."""
from duelist.cards.common import CONTINUOUS, Effect, field_spell
from duelist.engine import state as S
from duelist.engine.names import C

DESCRIPTION = ("Field Spell: every face-up Gravekeeper's monster on the field is 500 points "
               "stronger in ATK and DEF. While it is on the field, nothing in either Graveyard "
               "can be banished, and a card effect that would take a card out of a Graveyard "
               "(one that targets a card there, or one that moves its own card out of the "
               "Graveyard it was activated in) is negated when it resolves.")

CODE = 47355498
# cards whose own text puts them out of Necrovalley's reach
UNAFFECTED = frozenset([30450531])      # Rite of Spirit
CHIEF = 62473983                        # Gravekeeper's Chief: its controller's GY is not guarded


def is_gravekeeper(card):
    """A "Gravekeeper's" card (the archetype, as the card data lists it)."""
    return "Gravekeeper's" in (card.data.series or ())


def face_up_necrovalley(ctx, card):
    return card.location == S.FZONE and card.face_up and CODE in (card.data.code, card.data.alias)


def necrovalley_on_field(ctx):
    """A face-up "Necrovalley" in either Field Zone (Assailant: only needed at activation)."""
    return ctx.any_card("spells_traps", face_up_necrovalley, who="both")


def _guards(ctx, card):
    """A card in a GY is guarded unless its owner controls a face-up Gravekeeper's Chief
    ("your Graveyard is unaffected by Necrovalley")."""
    for monster in ctx.monsters("both", face_up=True):
        if monster.controller == card.owner and monster.data.code == CHIEF:
            return False
    return True


def _gy_guarded(ctx, player, owner):
    """Nobody may banish from a GY (`owner`'s; None: any GY), but from the GY of a player
    who controls a face-up Gravekeeper's Chief, unaffected by Necrovalley."""
    if owner is None:
        return True
    for monster in ctx.monsters("both", face_up=True):
        if monster.controller == owner and monster.data.code == CHIEF:
            return False
    return True


def _reaches(ctx, card):
    """The effect of `card` is within Necrovalley's reach (Rite of Spirit's is not)."""
    return card.data.code not in UNAFFECTED


def _boosted(ctx, card):
    return card.location == S.MZONE and card.face_up and is_gravekeeper(card)


EFFECTS = field_spell((_boosted, 500, 500)) + [
    # cards in the GY cannot be banished (the engine reads the tag for every player and GY)
    Effect(CONTINUOUS, tag="no_grave_banish", affects=_gy_guarded, label="nothing is banished from the GYs"),
    # the engine asks it about every effect that would move a card out of a GY when it resolves
    Effect(CONTINUOUS, tag=C.NEGATE_GRAVE_MOVES, affects=_guards, value=_reaches,
           label="effects that take cards out of the GYs are negated"),
]
