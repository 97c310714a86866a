"""Vampire Baby (56387350), Effect Monster."""
from duelist.cards.common import APPLY, TRIGGER, Effect, H, M, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Zombie (700/1000). At the end of a Battle Phase in which it destroyed a "
               "monster by battle and sent it to the GY, its controller may Special Summon that monster "
               "from the GY to their field (an optional trigger, activated even if Vampire Baby has left "
               "the field by then).")

NOTE = "vampire_baby"   # card.info: the turn this object started listening to its battles


def _in_battle(ctx, ev):
    card = ctx.card
    return card.location == S.MZONE and card.face_up and ctx.attack is not None and card.uid in ctx.attack


def _listen(ctx):
    card = ctx.card
    if (card.info or {}).get(NOTE) == ctx.turn:
        return
    card.info = dict(card.info or {}, **{NOTE: ctx.turn})
    ctx.delay(1)                # its battles' ends this turn
    ctx.delay(2, once=True)     # the end of this Battle Phase


def _its_battle(ctx, ev):
    return ctx.card.cid in (ev.get("attacker"), ev.get("target"))


def _note_victim(ctx):
    ev = ctx.event
    other = ev["target"] if ev["attacker"] == ctx.card.cid else ev["attacker"]
    victim = ctx.card_by_cid(other)
    if victim is None or victim.location != S.GRAVE:
        return
    if any(entry["cid"] == victim.cid and entry.get("uid") == victim.uid and entry["reason"] == "battle"
           for entry in ctx.sent_to_grave_this_turn()):
        ctx.mark(victim, M.DRAINED_BY, (ctx.turn, ctx.card.cid))


def _victims(ctx):
    mine = (ctx.turn, ctx.card.cid)
    return [c for c in ctx.grave("me") + ctx.grave("opp")
            if ctx.marked(c, M.DRAINED_BY) == mine and ctx.can_special_summon(c) and not ctx.grave_guarded(c)]


def _summon(ctx):
    for victim in _victims(ctx):
        position = yield from choose_summon_position(ctx, victim)
        ctx.special_summon(victim, position=position)


# The 2005 text (TCG: at the end of the Battle Phase in which this card destroyed a monster by battle,
# you can Special Summon that monster from the Graveyard to your side of the field) does what today's
# does: no ERAS entry.
EFFECTS = [
    # (a note that it battles: applied, no chain link)
    Effect(APPLY, events=(H.ATTACK, H.ATTACK_TARGETED), match=_in_battle, resolve=_listen,
           label="listen to its battles"),
    Effect(APPLY, events=("damage_step_end",), match=_its_battle, range=("delayed",), resolve=_note_victim,
           label="note the monster it destroyed by battle"),
    Effect(TRIGGER, events=(H.BATTLE_END,), match=lambda ctx, ev: bool(_victims(ctx)), range=("delayed",),
           optional=True, resolve=_summon, special_summons=True,
           label="Special Summon the monster it destroyed by battle"),
]
