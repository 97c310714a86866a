"""Wicked-Breaking Flamberge - Baou (68427465), Equip Spell."""
from duelist.cards.common import CONTINUOUS, Effect, M, R, STATE
from duelist.cards.scripts.c21900719_twin_swords_of_flashing_light_tryce import discard_equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster, activated by discarding 1 card: it gains 500 "
               "ATK. An opponent's Effect Monster it destroys by battle has its effects negated: "
               "the Flip effect of a Set monster flipped by that battle, and, while this card stays "
               "face-up on the field, the effects that monster activates in the GY the battle sent "
               "it to (Sangan's search, Sinister Serpent's return).")

VICTIMS = M.BATTLE_VICTIMS
# a mark on this object: [turn, [cid, ...], [uid, ...]]: the monsters the equipped monster destroyed
# by battle this turn (noted in the damage step, by card), and the GY objects such battles made
# (as Dark Ruler Ha Des keeps its own)


def battle_victim_now(ctx):
    """In the damage step, the opponent's Effect Monster battling the monster this card equips,
    whose destruction by that battle is decided; else None."""
    attack = ctx.attack
    card = ctx.card
    if attack is None or card.location != S.SZONE or not card.face_up or "player" in attack:
        return None
    holder = ctx.related(R.EQUIP)
    if holder is None:
        return None
    a = ctx.card_by_uid(attack[0])
    b = ctx.card_by_uid(attack[1])
    for fighter, victim in ((a, b), (b, a)):
        if fighter is holder and victim is not None and victim.controller != holder.controller \
                and ctx.destroyed_by_battle_now(victim) and "Effect" in victim.data.kinds:
            return victim
    return None


def _mark(ctx):
    return ctx.marked(ctx.card, VICTIMS) or [None, [], []]


def _pending(ctx):
    mark = _mark(ctx)
    return mark[1] if mark[0] == ctx.turn else []


def _in_grave(ctx):
    return _mark(ctx)[2]


def new_victim(ctx):
    victim = battle_victim_now(ctx)
    return victim is not None and victim.cid not in _pending(ctx)


def note_victim(ctx):
    victim = battle_victim_now(ctx)
    ctx.mark(ctx.card, VICTIMS, [ctx.turn, _pending(ctx) + [victim.cid], list(_in_grave(ctx))])


def _arrived(ctx):
    """The GY objects this turn's battles sent there of the monsters noted, not yet kept."""
    pending = _pending(ctx)
    if not pending:
        return []
    kept = _in_grave(ctx)
    return [entry["uid"] for entry in ctx.sent_to_grave_this_turn()
            if entry["cid"] in pending and entry["reason"] == "battle" and entry.get("uid") not in kept]


def keep_victims(ctx):
    ctx.mark(ctx.card, VICTIMS, [ctx.turn, _pending(ctx), _in_grave(ctx) + _arrived(ctx)])


def victim_link(ctx, link):
    """A chain link of a monster the equipped monster destroyed by battle, activated from the GY
    that battle sent it to, while it is still that object there."""
    card = ctx.link_card(link)
    if card.uid != link.card_uid or card.location != S.GRAVE:
        return False
    if card.uid in _in_grave(ctx):
        return True
    return card.cid in _pending(ctx) and any(
        entry["cid"] == card.cid and entry.get("uid") == card.uid and entry["reason"] == "battle"
        for entry in ctx.sent_to_grave_this_turn())


# (the 2005 text, DCR, and today's do the same: no ERAS entry)
EFFECTS = discard_equip_spell(500) + [
    # (a fact noted, not an effect: the negation applies only through the continuous effects below)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a monster the equipped monster destroys by battle"),
    Effect(STATE, condition=lambda ctx: bool(_arrived(ctx)), resolve=keep_victims, while_negated=True,
           label="keep the GY card that battle made"),
    Effect(CONTINUOUS, tag="negate_links", affects=victim_link,
           label="monsters the equipped monster destroys by battle have their effects negated"),
    # a Set monster destroyed by that battle: its FLIP effect, activated after damage calculation
    Effect(CONTINUOUS, tag="negate_monsters", affects=lambda ctx, card: battle_victim_now(ctx) is card,
           label="the monster the equipped monster destroys by battle is negated in the damage step"),
]
