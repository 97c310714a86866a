"""Dragon Capture Jar puts every face-up Dragon on the field in Defense Position. A Link Monster
is never in Defense Position and an effect cannot change its battle position (seed 001, the
paragraph on 連接怪獸: it has no Defense Position, face-up or face-down, and neither the rules
nor an effect can change its battle position). So beside the Jar the Dragon-Type Link Monster Proxy Dragon stays in
Attack Position and may attack, while the other face-up Dragons -- a Normal, an Xyz and a Synchro
Monster -- go to Defense Position.

Sources: yugioh-wiki 「リンクモンスター」 (表示形式を変更する効果を受けない; always Attack Position);
yugioh-wiki 《ドラゴン族・封印の壺》 (face-up Dragons become Defense Position)."""

from duelist.testing.scenario import Script, Table


def test_proxy_dragon_stays_in_attack_position_beside_dragon_capture_jar():
    """Q: my opponent's Dragon Capture Jar is face-up. My Proxy Dragon (Link-2, Dragon),
    Koumori Dragon, Number 17: Leviathan Dragon and Stardust Dragon are face-up Attack Position.
    A: all but Proxy Dragon are in Defense Position; Proxy Dragon stays in Attack Position and
    may attack."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Proxy Dragon", summon_kind="link")
    table.monster(0, "Koumori Dragon")
    table.monster(0, "Number 17: Leviathan Dragon", materials=["Celtic Guardian", "Battle Ox"],
                  summon_kind="xyz")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    duel = table.build()
    s = Script(duel)
    positions = {c.name: c.position for c in duel.monsters(0)}
    assert positions == {"Proxy Dragon": "attack", "Koumori Dragon": "defense",
                         "Number 17: Leviathan Dragon": "defense", "Stardust Dragon": "defense"}
    s.pick("battle")
    assert s.has("attack", "Proxy Dragon")
    assert not s.has("attack", "Koumori Dragon")
