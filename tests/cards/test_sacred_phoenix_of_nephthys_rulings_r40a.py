"""Sacred Phoenix of Nephthys (61441708): destroyed face-down by a card effect, it still comes
back. Its effect asks only that a card effect destroyed it and sent it to the GY; the effect
is activated in the GY in the next Standby Phase, so the position it was destroyed in does not
matter (it works even when it was destroyed outside the field). The Goat preset plays the 2005
text: the revival, then a second trigger that destroys every Spell and Trap.

Sources: Sacred Phoenix of Nephthys' text; yugioh-wiki.net 《ネフティスの鳳凰神》 (it returns
when destroyed outside the field, e.g. by Deck Devastation Virus; unlike Vampire Lord, also when
its own controller's card destroyed it); the same OCG ruling for Matriarch of Nephthys (yugipedia
Card Rulings:Matriarch of Nephthys: activated "even if this card was destroyed while it was in
your hand or Deck"). Seed 000 §效果分類 誘發效果."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_sacred_phoenix_destroyed_face_down_by_dark_hole_returns_in_its_next_standby_phase():
    """Question: player 1's Sacred Phoenix of Nephthys is Set; player 0's Dark Hole destroys
    it. Does it come back? Answer: yes, in player 1's next Standby Phase (turn 4), and the
    Spells and Traps on the field (player 0's Set Mystical Space Typhoon) are destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(1, "Sacred Phoenix of Nephthys", position="set")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    s.pick("pass", request="chain", player=0)      # (player 0 may chain their own Set card)
    assert grave(duel, 1) == ["Sacred Phoenix of Nephthys"]
    s.end_turn()
    s.pick("option", "Attack Position", request="option", player=1)
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert duel.turn == 4 and field_monsters(duel, 1) == ["Sacred Phoenix of Nephthys"]
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Mystical Space Typhoon"]
