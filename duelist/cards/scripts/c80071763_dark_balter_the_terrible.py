"""Dark Balter the Terrible (80071763), Fusion Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, Effect, M, STATE
from duelist.engine import state as S

DESCRIPTION = ("Level 5 DARK Fiend Fusion (Possessed Dark Soul + Frontier Wiseman); only those two "
               "may be its Fusion Materials (no substitute). When a Normal Spell Card is activated, its controller may pay 1000 LP to negate that Spell's "
               "effect. The effects of Effect Monsters it destroys by battle are negated.")

# "its Fusion Summon can only be done with the materials above": no Fusion substitute (King of
# the Swamp) may stand in for either (read by engine/extra.py `fusion_choices`)
LISTED_MATERIALS_ONLY = True

VICTIMS = M.BATTLE_VICTIMS      # a mark on this object: [turn, [cid, ...]] of monsters it destroyed by battle


def battle_victim_now(ctx):
    """In the damage step, the monster battling this card whose destruction is decided."""
    card = ctx.card
    attack = ctx.attack
    if attack is None or card.location != S.MZONE or card.uid not in attack:
        return None
    other = attack[1] if attack[0] == card.uid else attack[0]
    victim = ctx.card_by_uid(other) if other != "player" else None
    if victim is None or not ctx.destroyed_by_battle_now(victim) or "Effect" not in victim.data.kinds:
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
    """A chain link of a monster this card destroyed by battle this turn, activated from the
    GY it was sent to by that battle."""
    card = ctx.link_card(link)
    if card.cid not in _victims(ctx) or card.uid != link.card_uid:
        return False
    return any(entry["cid"] == card.cid and entry.get("uid") == card.uid and entry["reason"] == "battle"
               for entry in ctx.sent_to_grave_this_turn())


EFFECTS = [
    K.pay_to_negate("Spell", 1000, "pay 1000 LP: negate a Normal Spell's effect"),
    # (a fact noted, not an effect: its negation applies only through the continuous effects below)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a monster it destroys by battle"),
    Effect(CONTINUOUS, tag="negate_links", affects=victim_link,
           label="monsters it destroys by battle have their effects negated"),
    # a Set monster it destroys by battle: its FLIP effect, activated after damage calculation
    # from the field object, is negated too (Blade Knight's test, without its "alone")
    Effect(CONTINUOUS, tag="negate_monsters", affects=lambda ctx, card: battle_victim_now(ctx) is card,
           label="the monster it destroys by battle is negated in the damage step"),
]
