"""Steel Scorpion (13599884), Effect Monster."""
from duelist.cards.common import APPLY, DS_ALWAYS, H, M, TRIGGER, Effect
from duelist.cards.common import opponents_turns_counted
from duelist.engine import state as S

DESCRIPTION = ("Level 1 EARTH Machine (250/300). When a non-Machine monster attacks it and battles "
               "it, that monster is destroyed at the end of the opponent's 3rd turn, the turn of the "
               "attack counted as the 1st (while it stays face-up on the field).")


def attacked_by_non_machine(ctx, ev):
    card = ctx.card
    if ev.get("cid") != card.cid or ev.get("uid") != card.uid or ev.get("attacking"):
        return False
    attacker = ctx.card_by_uid(ev.get("opponent"))
    return attacker is not None and ctx.race(attacker) != "Machine"


def sting(ctx):
    attacker = ctx.card_by_uid(ctx.event.get("opponent"))
    if attacker is None or attacker.location != S.MZONE or not attacker.face_up:
        return
    # the attack's turn (the opponent's) is the 1st; their 3rd is 4 turns later
    ctx.mark(attacker, M.STUNG_BY, (ctx.turn + 4, ctx.card.cid))
    ctx.delay(1, until=opponents_turns_counted(3))


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END


def _due(ctx):
    out = []
    for monster in ctx.monsters("both", face_up=True):
        mark = ctx.marked(monster, M.STUNG_BY)
        if mark is not None and mark[0] == ctx.turn and mark[1] == ctx.card.cid:
            out.append(monster)
    return out


def destroy_due(ctx):
    due = _due(ctx)
    if due:
        yield from ctx.destroy(due)


# our reading of the card and of yugioh-wiki.net 《鉄のサソリ》: a mandatory trigger after damage
# calculation (it happens though Steel Scorpion is destroyed by that battle); the destruction
# itself is applied in that End Phase with no chain link, wherever Steel Scorpion is by then;
# the 2005 MRD print does what today's does: no ERAS entry
EFFECTS = [
    Effect(TRIGGER, events="battled", match=attacked_by_non_machine, damage_step=DS_ALWAYS, resolve=sting,
           label="a non-Machine attacker: destroyed in 3 of the opponent's turns"),
    Effect(APPLY, events=H.PHASE, match=end_phase, range=("delayed",), resolve=destroy_due,
           label="destroy the monster that attacked it"),
]
