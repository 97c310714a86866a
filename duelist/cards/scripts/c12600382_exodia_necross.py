"""Exodia Necross (12600382), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, STATE, TRIGGER, During, Effect, code_of, while_here
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Spellcaster (1800/0) that is never Normal Summoned or Set and is "
               "Special Summoned only by Contract with Exodia (no other effect, ever). Battle and "
               "Spell/Trap effects cannot destroy it; it gains 500 ATK in each of your Standby "
               "Phases; and it is destroyed as soon as any of the five Forbidden One pieces is "
               "not in your GY.")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "only_proc"     # only by the card its condition names (Contract with Exodia)
PIECES = (33396948, 7902349, 70903634, 44519536, 8124921)
# the cards its text names ("a monster that mentions ..." reads them: engine/extra.py `mentions`)
MENTIONS = ("Contract with Exodia", "Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
            "Left Leg of the Forbidden One", "Right Leg of the Forbidden One")


def all_pieces_in_grave(ctx):
    there = set(code_of(c) for c in ctx.grave("me"))
    return all(piece in there for piece in PIECES)


# (Dancing Fairy and The Agent of Wisdom - Mercury import it)
own_standby = K.standby_match()


def grow(ctx):
    if ctx.card.location == S.MZONE and ctx.card.face_up:
        ctx.modify(ctx.card, 500, 0, until=while_here(ctx.card))


def self_destruct(ctx):
    ctx.destroy_now([ctx.card], reason="rule")


EFFECTS = [
    Effect(CONTINUOUS, tag=C.BATTLE_INDESTRUCTIBLE, affects=lambda ctx, card: card is ctx.card),
    Effect(CONTINUOUS, tag=C.EFFECT_INDESTRUCTIBLE, affects=lambda ctx, card: card is ctx.card,
           value=("Spell", "Trap")),     # only Spell and Trap effects cannot destroy it
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=own_standby, resolve=grow,
           label="gains 500 ATK"),
    # (an effect of the monster: negated, as under Skill Drain, it does not destroy it -- the
    # engine applies no STATE effect of a negated card)
    Effect(STATE, condition=lambda ctx: ctx.card.face_up and not all_pieces_in_grave(ctx),
           resolve=self_destruct, label="destroyed without the five pieces in the GY"),
]
