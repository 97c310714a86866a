"""Dark Ruler Ha Des (53982768), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect, M, STATE
from duelist.engine import state as S

DESCRIPTION = ("Level 6 DARK Fiend (2450/1600). While it is face-up on the field, an Effect "
               "Monster destroyed by battle with a Fiend its controller controls (itself too) has "
               "its effects negated while it stays in the GY the battle sent it to: those it "
               "activates there (a trigger such as Sangan's, a later Standby Phase effect such as "
               "Sinister Serpent's) and the Flip effect of a Set monster flipped by that attack do "
               "nothing. It cannot be Special Summoned from the GY.")

VICTIMS = M.BATTLE_VICTIMS
# a mark on this object: [turn, [cid, ...], [uid, ...]]: the monsters a Fiend of ours destroyed by
# battle this turn (noted in the damage step, by card), and the GY objects such battles made,
# negated while they stay there (any later turn too, while this card is face-up on the field)



def SPECIAL_SUMMON_IF(ctx):
    """"This card cannot be Special Summoned from the Graveyard" (its 2005 text and today's):
    asked of every Special Summon, where the card is before it moves."""
    return ctx.card.location != S.GRAVE


def battle_victim_now(ctx):
    """In the damage step, the Effect Monster battling a Fiend this card's controller controls,
    whose destruction by that battle is decided; else None."""
    attack = ctx.attack
    card = ctx.card
    if attack is None or card.location != S.MZONE or not card.face_up or "player" in attack:
        return None
    a = ctx.card_by_uid(attack[0])
    b = ctx.card_by_uid(attack[1])
    if a is None or b is None:
        return None
    for fiend, victim in ((a, b), (b, a)):
        if fiend.location == S.MZONE and fiend.face_up and fiend.controller == ctx.player \
                and ctx.race(fiend) == "Fiend" and victim.controller != ctx.player \
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
    """A chain link of a monster a Fiend of ours destroyed by battle, activated from the GY that
    battle sent it to, while it is still that object there."""
    card = ctx.link_card(link)
    if card.uid != link.card_uid or card.location != S.GRAVE:
        return False
    if card.uid in _in_grave(ctx):
        return True
    return card.cid in _pending(ctx) and any(
        entry["cid"] == card.cid and entry.get("uid") == card.uid and entry["reason"] == "battle"
        for entry in ctx.sent_to_grave_this_turn())


EFFECTS = [
    # (a fact noted, not an effect: the negation applies only through the continuous effects below)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a monster a Fiend of ours destroys by battle"),
    Effect(STATE, condition=lambda ctx: bool(_arrived(ctx)), resolve=keep_victims, while_negated=True,
           label="keep the GY card that battle made"),
    Effect(CONTINUOUS, tag="negate_links", affects=victim_link,
           label="monsters destroyed by battle with our Fiends have their effects negated"),
    # a Set monster destroyed by that battle: its FLIP effect, activated after damage calculation
    Effect(CONTINUOUS, tag="negate_monsters", affects=lambda ctx, card: battle_victim_now(ctx) is card,
           label="the monster our Fiend destroys by battle is negated in the damage step"),
]
