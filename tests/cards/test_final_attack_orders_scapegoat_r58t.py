"""Final Attack Orders (52503575) and Scapegoat's Sheep Tokens: a judge's review (round 58t).

Sources: yugioh-wiki.net 《最終突撃命令》 and 《立ちはだかる強敵》 (the Goat-era combination: under
Final Attack Orders, Scapegoat's Tokens, Special Summoned in Defense Position, are turned to
Attack Position at once, and cannot be changed back); the card's own text in our words (a
continuous effect on every face-up monster, those that arrive later included)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_final_attack_orders_turns_new_sheep_tokens_to_attack():
    """Q: my opponent's Final Attack Orders is face-up; I activate Scapegoat (4 Sheep Tokens, in
    Defense Position). A: the 4 Tokens arrive and are turned to Attack Position (0 ATK each),
    and I cannot change any of them back to Defense Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Scapegoat")
    table.spell_trap(1, "Final Attack Orders", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat", player=0, request="idle")
    _pass(duel, s)
    sheep = duel.monsters(0)
    assert field_monsters(duel, 0) == ["Sheep Token"] * 4 and field_monsters(duel, 1) == []
    assert all(c.position == "attack" for c in sheep)
    assert not s.has("change_position", "Sheep Token")
