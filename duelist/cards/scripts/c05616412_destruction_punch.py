"""Destruction Punch (5616412), Normal Trap."""
from duelist.cards.common import APPLY, END_OF_PHASE, H, Effect, activate, attack_now
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when an opponent's monster attacks a Defense Position monster of its "
               "player whose DEF is higher than the attacker's ATK, the attacker is destroyed at the "
               "end of that Damage Step if it is still the weaker one then (no target; nothing if the "
               "attack does not reach the Damage Step, the attacker has left the field, or the "
               "attacked monster is no longer a Defense Position monster with the higher DEF).")

NOTE = "destruction_punch"      # card.info key on the attacker: the Destruction Punch cards (cid, turn)
_DEFENSE = (S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE)


def _weaker(ctx, attacker, target):
    """The opponent's `attacker` has less ATK than the DEF of `target`, a Defense Position monster
    of this card's player: the text's comparison, read as it is activated and again at the end of
    the Damage Step, when it destroys."""
    return target is not None and target.location == S.MZONE and target.controller == ctx.player \
        and target.position in _DEFENSE and attacker.controller != ctx.player \
        and ctx.atk(attacker) < ctx.defense(target)


def _weaker_attacker(ctx):
    attack = attack_now(ctx)
    if attack is None:
        return None
    attacker, target = attack
    return attacker if _weaker(ctx, attacker, target) else None


def resolve(ctx):
    attacker = ctx.attacking_monster
    if attacker is None or attacker.controller == ctx.player:
        return          # the attack was stopped or negated
    info = dict(attacker.info or {})
    info[NOTE] = info.get(NOTE, ()) + ((ctx.card.cid, ctx.turn),)
    attacker.info = info            # (gone when the monster moves)
    ctx.delay(1, until=END_OF_PHASE, once=True)


def _punched(ctx, ev):
    attacker = ctx.card_by_uid(ev.get("attacker_uid"))
    return attacker is not None and attacker.location == S.MZONE and \
        (ctx.card.cid, ctx.turn) in (attacker.info or {}).get(NOTE, ()) and \
        _weaker(ctx, attacker, ctx.card_by_uid(ev.get("target_uid")))


def destroy_it(ctx):
    if _punched(ctx, ctx.event):        # (asked again: it may have left since the happening)
        yield from ctx.destroy([ctx.card_by_uid(ctx.event.get("attacker_uid"))])


# (the 2003 print, LON-085, and today's text do the same: no ERAS entry)
EFFECTS = [
    activate(resolve, condition=lambda ctx: _weaker_attacker(ctx) is not None, answers=H.ATTACK),
    Effect(APPLY, events=H.DAMAGE_STEP_END, match=_punched, range=("delayed",), resolve=destroy_it,
           label="destroy the attacker at the end of the Damage Step"),
]
