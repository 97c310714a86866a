"""Harpie Lady 2 (27927359), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect, M, STATE
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Winged Beast, 1300 ATK / 1400 DEF. Its name is always \"Harpie Lady\" "
               "(in every place, any way up). A Flip monster it destroys by battle has its effects "
               "negated: the Flip effect of a Set monster flipped by that battle does nothing, nor "
               "does an effect that monster activates from the GY the battle sent it to.")

NAME_AS = 76812113      # (a rule of the card, not an effect)

VICTIMS = M.BATTLE_VICTIMS      # a mark on this object: [turn, [cid, ...]] of the Flip monsters it destroyed by battle


def battle_victim_now(ctx):
    """In the damage step, the Flip monster battling this card whose destruction is decided."""
    card = ctx.card
    attack = ctx.attack
    if attack is None or card.location != S.MZONE or card.uid not in attack:
        return None
    other = attack[1] if attack[0] == card.uid else attack[0]
    victim = ctx.card_by_uid(other) if other != "player" else None
    if victim is None or not ctx.destroyed_by_battle_now(victim) or "Flip" not in victim.data.kinds:
        return None
    return victim


def _victims(ctx):
    mark = ctx.marked(ctx.card, VICTIMS)
    return mark[1] if mark and mark[0] == ctx.turn else []


def new_victim(ctx):
    victim = battle_victim_now(ctx)
    return victim is not None and victim.cid not in _victims(ctx)


def note_victim(ctx):
    victim = battle_victim_now(ctx)
    ctx.mark(ctx.card, VICTIMS, [ctx.turn, _victims(ctx) + [victim.cid]])


def victim_link(ctx, link):
    """A chain link of a Flip monster this card destroyed by battle this turn, activated from the
    GY that battle sent it to."""
    card = ctx.link_card(link)
    if card.cid not in _victims(ctx) or card.uid != link.card_uid:
        return False
    return any(entry["cid"] == card.cid and entry.get("uid") == card.uid and entry["reason"] == "battle"
               for entry in ctx.sent_to_grave_this_turn())


# The 2005 text (RDS) and today's do the same: no ERAS entry. (Dark Balter the Terrible's shape,
# for Flip monsters only.)
EFFECTS = [
    # (a fact noted, not an effect: the negation applies only through the continuous effects below)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a Flip monster it destroys by battle"),
    Effect(CONTINUOUS, tag="negate_links", affects=victim_link,
           label="Flip monsters it destroys by battle have their effects negated"),
    # a Set Flip monster it destroys by battle: its FLIP effect, activated after damage calculation
    # from the field object, is negated too
    Effect(CONTINUOUS, tag="negate_monsters", affects=lambda ctx, card: battle_victim_now(ctx) is card,
           label="the Flip monster it destroys by battle is negated in the damage step"),
]
