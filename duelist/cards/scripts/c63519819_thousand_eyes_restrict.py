"""Thousand-Eyes Restrict (63519819), Fusion Effect Monster."""
from duelist.cards.common import CONTINUOUS, IGNITION, Effect, Target, opp_monsters
from duelist.engine import state as S

DESCRIPTION = ("Level 1 DARK Spellcaster Fusion (Relinquished + Thousand-Eyes Idol). While it is "
               "face-up, no other monster can attack or change its battle position. Once per turn "
               "its controller may pick a monster the opponent controls as the target and equip it "
               "to this card (one at a time); this card's ATK and DEF become those of the equipped "
               "monster, and if this card would be destroyed by battle, the equipped monster is "
               "destroyed instead.")


def absorbed(ctx):
    """The monster card this object holds as an Equip Card, or None."""
    card = ctx.card
    for spell in ctx.spells_traps("both"):
        if spell.data.card_type == "Monster" and ctx.duel.equipped_to(spell) is card:
            return spell
    return None


def others(ctx, card):
    return card is not ctx.card


def condition(ctx):
    return absorbed(ctx) is None and ctx.duel.free_szone(ctx.player) is not None


def opp_monster(ctx, card):
    return card.location == S.MZONE and card.controller != ctx.player


def resolve(ctx):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.MZONE or not card.face_up:
        return
    if absorbed(ctx) is not None:
        return
    for monster in ctx.targets:
        if ctx.duel.free_szone(ctx.player) is None:
            return
        ctx.duel.move(monster, S.SZONE, ctx.player, "equip", by=ctx.player, position=S.FACEUP)
        monster.activated = True
        if not ctx.equip(monster, card):
            ctx.send_to_grave([monster], "equip_failed")


def stats(ctx, card):
    held = absorbed(ctx)
    if held is None:
        return (None, None)
    return (held.data.atk or 0, held.data.defense or 0)


def substitute(ctx, card):
    return absorbed(ctx)


EFFECTS = [
    Effect(CONTINUOUS, tag="cannot_attack", affects=others, label="other monsters cannot attack"),
    Effect(CONTINUOUS, tag="cannot_change_position", affects=others,
           label="other monsters cannot change position"),
    Effect(IGNITION, once_per_turn=True, condition=condition, resolve=resolve,
           target=Target(opp_monsters, filter=opp_monster, prompt="Thousand-Eyes Restrict: absorb which monster?"),
           label="equip 1 opponent's monster to this card"),
    Effect(CONTINUOUS, tag="set_stats", affects=lambda ctx, card: card is ctx.card, value=stats,
           label="ATK/DEF of the equipped monster"),
    Effect(CONTINUOUS, tag="battle_substitute", value=substitute,
           label="the equipped monster is destroyed instead"),
]
