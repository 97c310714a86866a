"""Dark Necrofear destroyed in place of another card by its own player's Proxy Dragon.

Dark Necrofear possesses an opponent's monster in the End Phase only if an opponent's card
destroyed it (its text: destroyed by the opponent's card effect while its owner controlled it).
A monster that Proxy Dragon destroys "instead" is destroyed by Proxy Dragon's effect, a card its
own player controls, not by the card whose destruction it replaced (yugipedia Card Rulings: Proxy
Dragon; tests/rules/test_destruction_replacement.py: "destroyed by the replacing card's effect";
seed 000 §效果分類 › 永續效果: a replacement applies in the middle of the destroying effect). So
Dark Necrofear destroyed instead of a Set card that the opponent's Mystical Space Typhoon would
destroy possesses nothing.

Round 50r found it possessing the opponent's monster (kit.py `destroyed_by_opponent_this_turn`
reads the player of the chain link that was resolving, the opponent's): request 4 in
/work/reports/h50r-requests.md (fixed in stop 50: the GY record's `by`), beside a control where
the opponent's own card destroys it."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _necrofear_beside_proxy_dragon(card):
    """Turn 4, player 1's Main Phase 1 (MR5): player 0's Proxy Dragon (zone 1) points to their
    Dark Necrofear (zone 0, properly summoned); player 0 has a Set Pot of Greed; player 1
    controls Battle Ox and holds `card`."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Proxy Dragon", zone=1, summon_kind="link")
    table.monster(0, "Dark Necrofear", zone=0, summon_kind="proc")
    table.spell_trap(0, "Pot of Greed")
    table.monster(1, "Battle Ox")
    table.hand(1, card)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table.build()


def _to_the_end_phase_choices(duel, s):
    """Player 1 ends the turn; any End Phase choice of player 0 takes its first option."""
    s.end_turn()
    for _ in range(8):
        if duel.request is None or duel.turn == 5:
            return
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])


def test_dark_necrofear_destroyed_instead_by_its_own_proxy_dragon_possesses_nothing():
    """Q: my opponent's Mystical Space Typhoon targets my Set Pot of Greed; I apply Proxy Dragon
    and destroy Dark Necrofear instead. In that End Phase, does Dark Necrofear equip itself to
    my opponent's Battle Ox and take it? A: no: my own Proxy Dragon destroyed it."""
    duel = _necrofear_beside_proxy_dragon("Mystical Space Typhoon")
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.answer([o for o in duel.request.options if o.kind == "target"][0])      # the Set Pot of Greed
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", player=0, request="yes_no")           # Proxy Dragon: Dark Necrofear instead
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Dark Necrofear"]
    _to_the_end_phase_choices(duel, s)
    assert grave(duel, 0) == ["Dark Necrofear"]
    assert field_monsters(duel, 1) == ["Battle Ox"]


def test_dark_necrofear_destroyed_by_the_opponents_smashing_ground_possesses_their_monster():
    """Control: my opponent's Smashing Ground destroys Dark Necrofear (my monster with the highest
    DEF; Proxy Dragon has no other monster to destroy in its place). In that End Phase Dark
    Necrofear equips itself to Battle Ox and I take Battle Ox."""
    duel = _necrofear_beside_proxy_dragon("Smashing Ground")
    s = Script(duel)
    s.pick("activate", "Smashing Ground", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Dark Necrofear"]
    _to_the_end_phase_choices(duel, s)
    assert "Battle Ox" in field_monsters(duel, 0)
    assert grave(duel, 0) == []
