"""Ninja Grandmaster Sasuke (4041838), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Warrior. A face-up monster in Defense Position that it attacks does "
               "not get to fight: as the Damage Step begins its effect destroys that monster "
               "outright, so no damage is calculated (a face-down one battles as usual).")


def defense_target(ctx):
    """The face-up Defense Position monster this card is attacking now, or None (a face-down
    one is not this effect's: SOD-EN019 and the OCG text name a face-up one)."""
    card = ctx.card
    attack = ctx.attack
    if attack is None or attack[0] != card.uid or attack[1] == "player" or card.location != S.MZONE:
        return None
    target = ctx.card_by_uid(attack[1])
    if target is None or target.location != S.MZONE or target.position != S.FACEUP_DEFENSE:
        return None
    return target


def attacks_a_defender(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and defense_target(ctx) is not None


def destroy_defender(ctx):
    target = defense_target(ctx)
    if target is not None and ctx.card.uid == ctx.link.card_uid:
        yield from ctx.destroy([target])


EFFECTS = [Effect(TRIGGER, events="battle_start", match=attacks_a_defender, damage_step=DS_ALWAYS,
                  resolve=destroy_defender, destroys=True, label="destroy the Defense Position monster it attacks")]
