"""Seed 000 §裝備魔法: an effect an Equip Spell activated after its activation is not applied
once the Equip Spell was destroyed in answer to it (連鎖已經發動的裝備魔法發動的新的效果将該裝備魔法破壞的場合，
裝備魔法效果不處理). Snatch Steal's Standby Phase LP gain, Mystical Space Typhoon chained to it: the
opponent gains nothing (an effect declaring no range is one of its card's zones on the field)."""

from duelist.testing.scenario import Script, Table


def test_snatch_steal_destroyed_in_answer_to_its_lp_gain_gives_no_lp():
    table = Table(turn=3)
    table.hand(0, "Snatch Steal")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 6)
    table.deck(1, ["Battle Ox"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", skull)
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    s.pick("end_turn")
    while duel.request.kind != "idle":
        if duel.turn == 4 and duel.phase == "standby" and duel.request.kind == "chain" \
                and duel.request.player == 1 and s.has("activate", "Mystical Space Typhoon"):
            s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
            s.pick("target", "Snatch Steal", player=1)
            continue
        s.pick("pass", first=True)
    assert duel.turn == 4 and [c.name for c in duel.players[0].grave] == ["Snatch Steal"]
    assert duel.players[1].lp == 8000      # (9000 before the rule reached an effect with no range)
