"""Exploder Dragonwing (40529384), Synchro Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 7 DARK Dragon Synchro (1 Tuner + 1 or more non-Tuner Dragons). At the start "
               "of the Damage Step, if it battles an opponent's face-up monster whose ATK is not "
               "higher than its own, you may destroy that monster (no damage calculation follows) "
               "and your opponent takes damage equal to that monster's ATK.")


def _opponent(ctx):
    """The opponent's face-up monster this card battles now, with ATK <= this card's."""
    card = ctx.card
    attack = ctx.attack
    if attack is None or card.location != S.MZONE or not card.face_up or card.uid not in attack:
        return None
    other = attack[1] if attack[0] == card.uid else attack[0]
    if other == "player":
        return None
    target = ctx.card_by_uid(other)
    if target is None or target.location != S.MZONE or not target.face_up or target.controller == ctx.player:
        return None
    return target if ctx.atk(target) <= ctx.atk(card) else None


def starts(ctx, ev):
    return (ev.get("cid") == ctx.card.cid or ev.get("target") == ctx.card.uid) and _opponent(ctx) is not None


def resolve(ctx):
    target = _opponent(ctx)
    if target is None or ctx.card.uid != ctx.link.card_uid:
        return
    amount = ctx.atk(target)
    if (yield from ctx.destroy([target])):
        ctx.damage(ctx.opponent, amount)


EFFECTS = [Effect(TRIGGER, events="battle_start", match=starts, optional=True, damage_step=DS_ALWAYS,
                  resolve=resolve, destroys=True, label="destroy the monster it battles, burn its ATK",
                  inflicts_damage="opponent")]
