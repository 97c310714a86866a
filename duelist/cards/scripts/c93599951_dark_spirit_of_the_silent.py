"""Dark Spirit of the Silent (93599951), Normal Trap."""
from duelist.cards.common import H, L, Target, activate, attack_now
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap, an answer to an attack of an opponent's monster, aimed at another "
               "face-up monster of theirs: the attack stops, and the monster aimed at (put in "
               "Attack Position first if it is in Defense Position) is made to attack in its place "
               "this turn, if it can.")

LASTING_TAGS = (L.MUST_ATTACK,)     # (the Battle Step menu's must-attack gate)


def _attacker(ctx):
    attack = attack_now(ctx)
    if attack is None or attack[0].controller == ctx.player:
        return None
    return attack[0]


def others(ctx):
    attacker = _attacker(ctx)
    if attacker is None:
        return []
    return [c for c in ctx.monsters("opp", face_up=True) if c is not attacker]


def still_theirs_face_up(ctx, card):
    return card.controller != ctx.player and card.location == S.MZONE and card.face_up


def resolve(ctx):
    ctx.negate_attack()
    for card in ctx.targets:
        if card.position == S.FACEUP_DEFENSE:
            ctx.change_position(card, S.FACEUP_ATTACK)
        ctx.lasting(L.MUST_ATTACK, card)       # this turn, if able


# One meaning in both eras (the first English print, LON-079: only during the opponent's Battle
# Step, negate an attack and pick another face-up monster of theirs, which must attack, turned to
# Attack Position first if it is in Defense Position; today's text the same): no ERAS entry.
EFFECTS = [activate(resolve, answers=H.ATTACK,
                    target=Target(others, filter=still_theirs_face_up,
                                  prompt="Dark Spirit of the Silent: which monster attacks instead?"))]
