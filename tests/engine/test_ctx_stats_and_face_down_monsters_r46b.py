"""What a card script reads of monsters through `Ctx` (docs/cards.md; docs/performance.md round
46b): `Ctx.atk` / `Ctx.defense` give the duel's answers -- a face-up monster in a Monster Zone
with its gains and losses (Sword of Dark Destruction on a DARK monster: +400 ATK, -200 DEF), a face-down one and a card in the hand their printed
values ("?" counts as 0) -- and `Ctx.monsters(face_up=False)` lists the face-down monsters of the
side asked, zone by zone (Nobleman of Crossout's targets).

Both answer without a helper the duel once called: `Ctx.atk` asks no `Duel.atk` (the same
lines, written out: one call with a frame fewer per ask, and Deck Devastation Virus's cost asks
it of each DARK monster in every window), and the face-down listing unpacks the five Main
Monster Zones instead of walking them (fail before round 46b: CPython traces)."""

import sys

import pytest

from duelist.engine import state as S
from duelist.engine.chain import new_ctx
from duelist.testing.scenario import Table


def _duel():
    table = Table(turn=3, turn_player=0, phase="main1")
    skull = table.monster(0, "Summoned Skull", zone=1)
    table.spell_trap(0, "Sword of Dark Destruction", face_down=False, equipped_to=skull)
    table.monster(0, "Battle Ox", zone=3, position="set")
    table.monster(1, "Gemini Elf", zone=0, position="set")
    table.monster(1, "Mystical Elf", zone=4, position="defense")
    table.hand(0, "Blue-Eyes White Dragon")
    duel = table.build()
    return duel, new_ctx(duel, duel.players[0].hand[0], None, 0)


def _named(cards):
    return [c.data.name for c in cards]


def test_ctx_reads_the_stats_the_duel_gives():
    duel, ctx = _duel()
    skull, ox = duel.players[0].mzone[1], duel.players[0].mzone[3]
    eyes = duel.players[0].hand[0]
    assert (ctx.atk(skull), ctx.defense(skull)) == (2500 + 400, 1200 - 200) == (duel.atk(skull), duel.defense(skull))
    assert (ctx.atk(ox), ctx.defense(ox)) == (1700, 1000)              # face-down: printed
    assert (ctx.atk(eyes), ctx.defense(eyes)) == (3000, 2500)          # in the hand: printed


def test_ctx_lists_the_face_down_monsters_of_the_side_asked():
    duel, ctx = _duel()
    assert _named(ctx.monsters("me", face_up=False)) == ["Battle Ox"]
    assert _named(ctx.monsters("opp", face_up=False)) == ["Gemini Elf"]
    assert _named(ctx.monsters("both", face_up=False)) == ["Battle Ox", "Gemini Elf"]
    assert _named(ctx.monsters("both", face_up=True)) == ["Summoned Skull", "Mystical Elf"]
    assert all(c.position == S.FACEDOWN_DEFENSE for c in ctx.monsters("both", face_up=False))


def _calls_and_walks(call, code):
    """The functions called while `call()` ran, and how many FOR_ITER steps `code` made."""
    import dis
    walks = {i.offset for i in dis.get_instructions(code) if i.opname == "FOR_ITER"}
    called, steps = [], [0]

    def local(frame, event, arg):
        if event == "opcode" and frame.f_code is code and frame.f_lasti in walks:
            steps[0] += 1
        return local

    def tracer(frame, event, arg):
        called.append(frame.f_code.co_name)
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        return local

    sys.settrace(tracer)
    try:
        answer = call()
    finally:
        sys.settrace(None)
    return answer, called, steps[0]


@pytest.mark.skipif(hasattr(sys, "pypy_version_info"), reason="PyPy runs no opcode trace")
def test_ctx_atk_asks_no_duel_helper_and_the_face_down_listing_walks_no_zone():
    duel, ctx = _duel()
    skull = duel.players[0].mzone[1]
    answer, called, _ = _calls_and_walks(lambda: ctx.atk(skull), type(ctx).atk.__code__)
    assert answer == 2900 and called.count("atk") == 1       # (Ctx.atk itself, no Duel.atk)
    answer, _, steps = _calls_and_walks(lambda: ctx.monsters("both", face_up=False),
                                        type(ctx).monsters.__code__)
    assert _named(answer) == ["Battle Ox", "Gemini Elf"] and steps == 0
