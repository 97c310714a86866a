"""Just Desserts (24068492): 500 damage for each monster the opponent controls: face-down
monsters and Tokens count (it counts monsters, not Effect Monsters or face-up ones).

Source: Just Desserts' text (500 damage to the opponent per monster they control); compare
Ceasefire, which counts only Effect Monsters (tests/cards/test_ceasefire_rulings_r40a.py). Seed
000 §怪獸區域 (a Token is a monster while it is on the field)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def test_just_desserts_counts_face_down_monsters_and_tokens():
    """Question: player 1 controls a Set Battle Ox and two Sheep Tokens; player 0 activates
    Just Desserts. Answer: 1500 damage (three monsters)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Just Desserts")
    table.monster(1, "Battle Ox", position="set")
    table.monster(1, "Sheep Token", position="defense")
    table.monster(1, "Sheep Token", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Just Desserts", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert lp(duel) == (8000, 6500)
