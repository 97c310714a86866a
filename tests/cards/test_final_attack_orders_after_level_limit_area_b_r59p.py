"""Final Attack Orders (52503575) activated while Level Limit - Area B (3136426) is face-up: for
the monsters both reach, the effect applied most recently takes precedence (Final Attack Orders
here), and once it leaves the field Level Limit applies alone again.

Sources: formatlibrary.com Goat rulings, "Level Limit - Area B" (with Final Attack Orders, the
most recently resolved effect takes precedence); the cards' texts in our words; seed 000
§怪獸的表示形式 (continuous effects apply in the order they began to apply: our reading of the
timestamp rule the engine uses for DNA Surgery / D. Tribe)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _finish(s):
    for _ in range(12):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_final_attack_orders_later_than_level_limit_keeps_a_new_level_4_in_attack():
    """Q: my Level Limit - Area B is face-up, then my opponent activates Final Attack Orders and
    Normal Summons Battle Ox (Level 4) in Attack Position. A: Final Attack Orders, the later,
    wins: Battle Ox stays in Attack Position, also in the Battle Phase."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Level Limit - Area B", face_down=False)
    table.spell_trap(1, "Final Attack Orders")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Final Attack Orders", player=1, request="idle")
    _finish(s)
    s.pick("summon", "Battle Ox", player=1, request="idle")
    _finish(s)
    ox = [c for c in duel.monsters(1) if c.name == "Battle Ox"][0]
    assert ox.position == "attack"
    s.pick("battle", request="idle")
    _finish(s)
    assert ox.position == "attack"


def test_level_limit_applies_again_once_the_later_final_attack_orders_is_gone():
    """Q: Final Attack Orders, activated after my Level Limit - Area B, keeps my opponent's Battle
    Ox in Attack Position. I destroy Final Attack Orders with Mystical Space Typhoon. A: Level
    Limit applies alone again: Battle Ox is changed to Defense Position."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(1, "Battle Ox", position="defense")
    table.spell_trap(0, "Level Limit - Area B", face_down=False)
    table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Final Attack Orders")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Final Attack Orders", player=1, request="idle")
    _finish(s)
    ox = [c for c in duel.monsters(1) if c.name == "Battle Ox"][0]
    assert ox.position == "attack"
    s.pick("end_phase" if s.has("end_phase") else "battle", request="idle")
    while duel.request is not None and duel.request.kind == "chain" and duel.request.player == 1:
        s.pick("pass")
    s.pick("activate", "Mystical Space Typhoon", player=0, request="chain")
    s.pick("target", "Final Attack Orders")
    _finish(s)
    assert "Final Attack Orders" in grave(duel, 1)
    assert ox.position == "defense"
