"""Formula Synchron (50091196), Synchro Tuner Effect Monster."""
from duelist.cards.common import QUICK, TRIGGER, During, Effect
from duelist.cards.summons import synchro_summoned
from duelist.engine import state as S

DESCRIPTION = ("Level 2 LIGHT Machine Synchro Tuner (1 Tuner + 1 non-Tuner). When it is Synchro "
               "Summoned you may draw 1 card. In your opponent's Main Phase (a Quick Effect, once "
               "per chain) you may Synchro Summon with monsters you control, this card among the "
               "materials; the summon is made right after the effect resolves.")

def can_draw(ctx):
    # an optional draw cannot be activated from an empty Deck (it would do nothing: yugioh-wiki
    # 「デッキ切れ」), as Pot of Greed's condition; only a mandatory draw is forced (round 52u)
    return ctx.deck_count("me") >= 1


def draw(ctx):
    ctx.draw(ctx.player, 1)


def _synchro_targets(ctx):
    # once per chain: the engine offers an effect of a card only once per chain (engine/chain.py)
    return bool(ctx.synchro_targets(using=ctx.card))


# "during your opponent's Main Phase", then a Synchro Monster it can be material for
can_synchro = During(opponent=(S.PHASE_MAIN1, S.PHASE_MAIN2), rest=_synchro_targets)


def synchro(ctx):
    if ctx.card.location != S.MZONE or not ctx.card.face_up:
        return
    yield from ctx.synchro_summon(using=ctx.card)


EFFECTS = [
    Effect(TRIGGER, events="summoned", match=synchro_summoned, optional=True, when=True,
           condition=can_draw, resolve=draw, label="Synchro Summoned: draw 1 card"),
    Effect(QUICK, condition=can_synchro, resolve=synchro, special_summons=True,
           label="opponent's Main Phase: Synchro Summon using this card"),
]
