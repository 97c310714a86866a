"""Dark Scorpion - Gorg the Strong's (48768179) pick of one of its two effects is made as it is
activated and told to both players.

Sources: yugioh-wiki.net 《黒蠍－強力のゴーグ》 (a trigger effect, one of the two chosen at
activation), as tests/cards/test_dark_scorpion_gorg_the_strong_r54l.py reads it; seed 000
§效果分類 (what an effect does is known as it is activated: the opponent answers it knowing
which of the two was picked). Round 55o: kills kit.py `modal_battle_damage_trigger` without its
declaration of the picked effect."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

GORG = "Dark Scorpion - Gorg the Strong"
MILL = "Send the top card of the opponent's Deck to the GY"


def test_gorg_declares_the_effect_picked_before_its_opponent_answers():
    """Q: (Goat) Gorg (1800) destroys my opponent's Hitotsu-Me Giant (1200), dealing 600; their
    Mystical Elf is Set beside it. I activate Gorg's effect and pick the Deck one. A: the pick is
    declared in my name as I activate it, before my opponent is asked to answer; on resolution
    the top card of their Deck (Celtic Guardian) is sent to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, GORG)
    table.monster(1, "Hitotsu-Me Giant")
    table.monster(1, "Mystical Elf", position="set")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian", "Battle Ox", "Mystical Elf"])     # top card first
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GORG, target="Hitotsu-Me Giant")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7400)
    s.pick("yes", player=0, request="yes_no")
    s.pick("option", MILL, player=0)
    declared = [(e["player"], e["name"], e["what"], e["value"]) for e in of_type(duel, "declare")]
    assert declared == [(0, GORG, "effect", MILL)]
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Celtic Guardian", "Hitotsu-Me Giant"]     # (the Giant at the end of the Damage Step)
