"""Change of Heart (04031928) ending while the owner already has the monster back, their Main
Monster Zones full (round 59m).

Sources, read in our words: Change of Heart's text (control until the End Phase); yugioh-wiki.net
《洗脳解除》 (Remove Brainwashing: every monster on the field is controlled by its owner);
seed 000 §控制權 (a monster whose control comes back with no free Main Monster Zone of its
player's goes to the GY) -- which needs a move: a monster its player already controls moves
nowhere. As tests/cards/test_remove_brainwashing.py has it with room to spare: the End Phase
gives nothing back.

Round 59m: kills destruction.py `return_control`'s `card.controller == player` test dropped (the
return made for a monster its player already controls: with their zones full it went to the
GY), round 58o's open entry `drop-or-operand-1 | card.location != S.MZONE or card.controller ==
player`."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass_all(s, limit=20):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_change_of_heart_end_phase_leaves_the_skull_on_its_owners_full_field():
    """Q: my opponent controls five monsters, Summoned Skull among them. I take the Skull with
    Change of Heart; they answer my Mystical Space Typhoon with Remove Brainwashing, so the Skull
    goes back to them (their five zones full again). My turn ends. A: at the End Phase Change of
    Heart's take ends while they control the Skull: it stays on their field; nothing goes to a GY
    but the Spells."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Change of Heart", "Mystical Space Typhoon")
    skull = table.monster(1, "Summoned Skull")
    for name in ("Battle Ox", "Celtic Guardian", "Mystical Elf", "Beaver Warrior"):
        table.monster(1, name)
    table.spell_trap(1, "Remove Brainwashing")
    decoy = table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=0)
    s.pick("target", skull, player=0)
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s.pick("activate", "Mystical Space Typhoon", player=0, first=True)
    s.pick("target", decoy, player=0)
    s.pick("activate", "Remove Brainwashing", player=1, request="chain")
    _pass_all(s)
    assert len(duel.monsters(1)) == 5 and "Summoned Skull" in field_monsters(duel, 1)
    s.pick("end_turn", player=0)
    for _ in range(20):
        if duel.request is not None and duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass")
    assert duel.turn == 4
    assert "Summoned Skull" in field_monsters(duel, 1) and field_monsters(duel, 0) == []
    assert grave(duel, 1) == ["Dust Tornado"]
    assert sorted(grave(duel, 0)) == ["Change of Heart", "Mystical Space Typhoon"]
