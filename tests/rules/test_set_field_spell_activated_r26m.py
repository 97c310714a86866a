"""A Field Spell Set in its Field Zone and then activated there replaces the face-up Field
Spell already on the field as one activated from the hand does: under the rules with one
face-up Field Spell on the whole field (MR1/MR2/GOAT, seed 004 §地形魔法卡) the opponent's is
destroyed; from MR3 on (one Field Zone each, seed 000 §場地區域) it stays."""

from duelist.testing.scenario import Script, Table


def _activate_set_yami(rules):
    """Player 0's turn 3, Main Phase 1: Yami Set in their Field Zone on an earlier turn,
    player 1's Sogen face-up in theirs; player 0 activates Yami and the chain resolves."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(0, "Yami", face_down=True)
    table.field_spell(1, "Sogen")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Yami", request="idle")
    while duel.request.kind != "idle":
        s.pick("pass", player=duel.request.player)
    return duel


def test_under_goat_rules_the_opponents_field_spell_is_destroyed():
    duel = _activate_set_yami("GOAT")
    assert duel.rules.field_spell_per_field
    yami = duel.players[0].fzone
    assert yami is not None and yami.data.name == "Yami" and yami.face_up
    assert duel.players[1].fzone is None
    assert [c.data.name for c in duel.players[1].grave] == ["Sogen"]
    assert any(e["type"] == "destroyed" for e in duel.log)


def test_from_mr3_on_the_opponents_field_spell_stays():
    duel = _activate_set_yami("MR3")
    assert not duel.rules.field_spell_per_field
    assert duel.players[0].fzone.data.name == "Yami"
    assert duel.players[1].fzone.data.name == "Sogen"
