"""Spirit of the Breeze (53530069), Effect Monster."""
from duelist.cards.common import APPLY, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 WIND Fairy. In each of its controller's Standby Phases, while it is face-up "
               "in Attack Position, that player gains 1000 LP (applied, not activated: no chain "
               "link).")


def own_standby_in_attack(ctx, ev):
    card = ctx.card
    return ev["phase"] == S.PHASE_STANDBY and ev["player"] == card.controller and \
        card.position == S.FACEUP_ATTACK


def resolve(ctx):
    if ctx.card.position == S.FACEUP_ATTACK:
        ctx.recover(ctx.card.controller, 1000)


# yugioh-wiki.net 《そよ風の精霊》 calls the gain a continuous effect (no chain link); the 2005
# text, LON-037, and today's do the same: no ERAS entry
EFFECTS = [Effect(APPLY, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=own_standby_in_attack,
                  resolve=resolve, label="gain 1000 LP")]
