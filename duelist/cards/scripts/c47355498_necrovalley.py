"""Necrovalley (47355498), Field Spell."""
from duelist.cards.common import CONTINUOUS, Effect, field_spell
from duelist.engine import state as S

DESCRIPTION = ("Field Spell: every face-up Gravekeeper's monster on the field is 500 points "
               "stronger in ATK and DEF. While it is on the field, nothing in either Graveyard "
               "can be banished, and a card effect that would take a card out of a Graveyard "
               "is negated (that last part is not applied yet).")

CODE = 47355498


def is_gravekeeper(card):
    """A "Gravekeeper's" card (the archetype, as the card data lists it)."""
    return "Gravekeeper's" in (card.data.series or ())


def necrovalley_on_field(ctx):
    """A face-up "Necrovalley" in either Field Zone (Assailant: only needed at activation)."""
    for p in (0, 1):
        card = ctx.duel.players[p].fzone
        if card is not None and card.face_up and (card.data.code == CODE or card.data.alias == CODE):
            return True
    return False


def _boosted(ctx, card):
    return card.location == S.MZONE and card.face_up and is_gravekeeper(card)


EFFECTS = field_spell((_boosted, 500, 500)) + [
    # cards in the GY cannot be banished (the engine reads the tag for every player)
    Effect(CONTINUOUS, tag="no_grave_banish", label="nothing is banished from the GYs"),
]
