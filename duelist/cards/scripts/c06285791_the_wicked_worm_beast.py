"""The Wicked Worm Beast (6285791), Effect Monster."""
from duelist.cards.common import APPLY, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Beast. At the End Phase of its controller's turn, face-up on the "
               "field, it must go back to its owner's hand (applied, not activated: no chain "
               "link). Unlike a Spirit it may be Special Summoned.")


def your_end_phase(ctx, ev):
    return ev["phase"] == S.PHASE_END and ev["player"] == ctx.card.controller


def resolve(ctx):
    # (applied only while it is still face-up on the field, as the same card: the engine asks)
    ctx.to_hand([ctx.card])


# Konami's answer (2013, on yugioh-wiki.net's page of the card): the return makes no chain link
EFFECTS = [Effect(APPLY, events="phase", during=During(own=(S.PHASE_END,)), match=your_end_phase, resolve=resolve,
                  label="return")]
