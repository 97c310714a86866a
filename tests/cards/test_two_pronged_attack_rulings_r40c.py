"""Two-Pronged Attack's rulings as the 2002 starter decks raise them (SDY-027, SDK-033):
it destroys 2 monsters of its own player's and 1 of the opponent's, all chosen as targets.

The card plays one text under every preset; this test uses the default preset (MR5). Sources:
the card's text (any monsters, face-down ones too: it names no position); yugioh-wiki.net
《人喰い虫》 FAQ (a Set monster destroyed by an effect is not flipped: its FLIP effect does not
activate). Seed 000 §陷阱卡 (a Normal Trap may be activated in the opponent's turn)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_two_pronged_attack_may_target_set_monsters_and_flips_none_of_them():
    """Q: in my opponent's turn I activate Two-Pronged Attack on my Set Man-Eater Bug and Set
    Celtic Guardian and their Set Hane-Hane: A: face-down monsters are legal targets; all three
    are destroyed face-down and no FLIP effect activates."""
    table = Table(turn=4, turn_player=1)
    bug = table.monster(0, "Man-Eater Bug", position="set")
    guardian = table.monster(0, "Celtic Guardian", position="set")
    hane = table.monster(1, "Hane-Hane", position="set")
    table.spell_trap(0, "Two-Pronged Attack")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("end_turn", player=1)                 # leaving Main Phase 1 opens a window
    s.pick("activate", "Two-Pronged Attack", player=0, request="chain")
    s.pick("target", bug)
    s.pick("target", guardian)
    s.pick("target", hane)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Man-Eater Bug", "Two-Pronged Attack"]
    assert grave(duel, 1) == ["Hane-Hane"]
    assert [e["name"] for e in duel.log[start:] if e["type"] == "chain"] == ["Two-Pronged Attack"]
