"""Tornado Wall (18605135), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, STATE, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: activated only while \"Umi\" is face-up on the field. While it is "
               "face-up you take no battle damage from attacks by your opponent's monsters. While "
               "no \"Umi\" is face-up on the field, it is destroyed.")


def shielded(ctx, player):
    """Its controller, against the battle damage of an attack by an opponent's monster."""
    if player != ctx.player or not K.umi_on_field(ctx):
        return False
    attack = ctx.attack
    attacker = None if attack is None else ctx.card_by_uid(attack[0])
    return attacker is not None and attacker.controller != player


def no_umi(ctx):
    card = ctx.card
    return card.location == S.SZONE and card.face_up and not K.umi_on_field(ctx)


def destroy_itself(ctx):
    yield from ctx.destroy([ctx.card])      # no chain link: the state checks apply it


# The 2005 text (LON-023: only while "Umi" is on the field; battle damage from the opponent's
# monsters' attacks becomes 0; destroyed when "Umi" is not on the field) does what today's does:
# no ERAS entry.
EFFECTS = [
    activate(condition=K.umi_on_field),
    Effect(CONTINUOUS, tag=C.NO_BATTLE_DAMAGE, affects=shielded, label="no battle damage from the opponent's attacks"),
    Effect(STATE, condition=no_umi, resolve=destroy_itself, label="destroyed without Umi"),
]
