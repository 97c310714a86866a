"""Dark Ruler Ha Des (53982768), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect, M, STATE
from duelist.engine import state as S

DESCRIPTION = ("Level 6 DARK Fiend (2450/1600). While it is face-up on the field, an Effect "
               "Monster destroyed by battle with a Fiend its controller controls (itself too) has "
               "its effects negated: those it activates after that battle (a GY trigger such as "
               "Sangan's, a Flip effect of a Set monster it was flipped by) do nothing.")

VICTIMS = M.BATTLE_VICTIMS      # a mark on this object: [turn, [cid, ...]], as Dark Balter keeps it


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
    """A chain link of a monster destroyed by battle with one of our Fiends this turn, activated
    from the GY that battle sent it to."""
    card = ctx.link_card(link)
    if card.cid not in _victims(ctx) or card.uid != link.card_uid:
        return False
    return any(entry["cid"] == card.cid and entry.get("uid") == card.uid and entry["reason"] == "battle"
               for entry in ctx.sent_to_grave_this_turn())


EFFECTS = [
    # (a fact noted, not an effect: the negation applies only through the continuous effects below)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a monster a Fiend of ours destroys by battle"),
    Effect(CONTINUOUS, tag="negate_links", affects=victim_link,
           label="monsters destroyed by battle with our Fiends have their effects negated"),
    # a Set monster destroyed by that battle: its FLIP effect, activated after damage calculation
    Effect(CONTINUOUS, tag="negate_monsters", affects=lambda ctx, card: battle_victim_now(ctx) is card,
           label="the monster our Fiend destroys by battle is negated in the damage step"),
]
