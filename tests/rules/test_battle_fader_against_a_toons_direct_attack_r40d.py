"""Battle Fader answers a direct attack however the attacker may make it (seed 004
§战斗阶段的流程: the attack declaration; seed 004 §特殊效果怪兽 for the Toons' own rules: a Toon
attacks directly while its controller's opponent controls no Toon). A Toon
Mermaid declaring a direct attack past my Mystical Elf is a direct attack: Battle Fader may come
out and end the Battle Phase. Sources: Battle Fader's text (it comes out when an opponent's
monster declares a direct attack) and rulings (edisonrul.ing Battle Fader: activated at that attack
declaration); Toon rulings (a Toon attacking "directly" while the opponent controls monsters is
a direct attack). The MR5 preset."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table


def test_battle_fader_ends_the_battle_phase_against_a_toon_attacking_directly_past_my_monster():
    """Q: I control Mystical Elf; my opponent's Toon Mermaid attacks me directly (I control no
    Toon). May I activate Battle Fader? A: yes: it is a direct attack declared by an opponent's
    monster; Battle Fader comes out and the Battle Phase ends (the 500 LP the Toon's controller
    paid to declare stay paid)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Toon World", face_down=False)
    table.monster(0, "Toon Mermaid")
    table.monster(1, "Mystical Elf")
    table.hand(1, "Battle Fader")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", "Toon Mermaid", target="player")
    s.pick("yes", player=1, request="yes_no")
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Defense Position")
        else:
            s.pick("pass")
    assert sorted(field_monsters(duel, 1)) == ["Battle Fader", "Mystical Elf"]
    assert lp(duel) == (8000 - 500, 8000)
    assert not s.has("attack")
