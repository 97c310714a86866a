"""Jowgen the Spiritualist (41855169), Effect Monster: a random discard (its cost) destroys every
Special Summoned monster on the field; while it is face-up, neither player can Special Summon.

Sources, in our words: the card's text (LON, 2003; its 2005 English text and today's say the
same: the discard of a random card pays for the destruction, and the lock binds both players, so
no ERAS entry). Rulings: yugioh-wiki.net 《昇霊術師 ジョウゲン》 and yugioh-hack.com's page on
Jowgen ("ジョウゲンがいるときには特殊召喚効果を発動できない"): under it no Special Summon by a
summoning procedure (Cyber Dragon, Chaos Sorcerer), no activation of Monster Reborn or Call of the
Haunted, nor of an effect that would Special Summon another monster (Mystic Tomato); Normal
Summons and Sets stay allowed; an effect activated before Jowgen arrived summons nothing when it
resolves. A face-down Jowgen applies nothing; Skill Drain negates the lock (a monster's continuous
effect). Scapegoat under it: no Tokens, so not activated (its Tokens are Special Summoned)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

JOWGEN = "Jowgen the Spiritualist"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _locked_table(rules="GOAT", jowgen_position="attack"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(1, JOWGEN, position=jowgen_position)
    table.hand(0, "Monster Reborn", "Scapegoat", "Polymerization", "Battle Ox", "Gaia The Fierce Knight",
               "Curse of Dragon", "Black Luster Ritual", "Black Luster Soldier")
    table.grave(0, "Dark Magician")
    table.extra(0, "Gaia the Dragon Champion")
    return table


def test_jowgen_the_spiritualist_no_special_summon_card_may_be_activated():
    """Q: my opponent controls a face-up Jowgen. I hold Monster Reborn (Dark Magician in my GY),
    Scapegoat, Polymerization with both materials of Gaia the Dragon Champion, Black Luster Ritual
    with Black Luster Soldier and enough Levels to Tribute, and Battle Ox. What may I do? A: none
    of the four Spells can be activated (each would Special Summon), but I may Normal Summon or
    Set Battle Ox."""
    for rules in ("GOAT", "MR5"):
        duel = _locked_table(rules).build()
        s = Script(duel)
        for card in ("Monster Reborn", "Scapegoat", "Polymerization", "Black Luster Ritual"):
            assert not s.has("activate", card), (rules, card)
        assert s.has("summon", "Battle Ox") and s.has("set", "Battle Ox"), rules


def test_jowgen_the_spiritualist_face_down_locks_nothing():
    """Q: the same hand, but my opponent's Jowgen is Set. A: its lock applies only while it is
    face-up: I activate Monster Reborn and Dark Magician comes back."""
    duel = _locked_table(jowgen_position="set").build()
    s = Script(duel)
    assert s.has("activate", "Polymerization") and s.has("activate", "Scapegoat")
    assert s.has("activate", "Black Luster Ritual")
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Dark Magician")
    _pass_all(s)
    while duel.request.kind == "option":
        s.pick("option", "Attack Position")
        _pass_all(s)
    assert field_monsters(duel, 0) == ["Dark Magician"]


def test_jowgen_the_spiritualist_lock_negated_by_skill_drain():
    """Q: Skill Drain is face-up on my side while my opponent controls a face-up Jowgen. A: Skill
    Drain negates Jowgen's effects on the field, its lock included: Monster Reborn can be
    activated."""
    table = _locked_table()
    table.spell_trap(0, "Skill Drain", face_down=False)
    duel = table.build()
    assert Script(duel).has("activate", "Monster Reborn")


def test_jowgen_the_spiritualist_summoned_in_the_chain_stops_the_revival():
    """Q: I activate Monster Reborn on Dark Magician; my opponent chains Call of the Haunted and
    Special Summons their Jowgen from their GY. A: Call of the Haunted resolves first; when Monster
    Reborn resolves, nobody can Special Summon: Dark Magician stays in my GY (yugioh-hack.com:
    chaining Jowgen makes the summoning effect do nothing)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Dark Magician")
    table.grave(1, JOWGEN)
    table.spell_trap(1, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Dark Magician")
    s.pick("activate", "Call of the Haunted", player=1)
    s.pick("target", JOWGEN)
    _pass_all(s)
    while duel.request.kind == "option":
        s.pick("option", "Attack Position")
        _pass_all(s)
    assert field_monsters(duel, 1) == [JOWGEN]
    assert field_monsters(duel, 0) == []
    assert "Dark Magician" in grave(duel, 0) and "Monster Reborn" in grave(duel, 0)


def test_jowgen_the_spiritualist_mystic_tomato_has_nothing_to_summon():
    """Q: my Mystic Tomato is destroyed by battle while my opponent's Jowgen is face-up; my Deck
    holds Sangan. A: its effect would Special Summon: it is not activated, Sangan stays in the Deck
    (yugioh-hack.com: Killer Tomato's effect cannot be activated under Jowgen)."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(1, JOWGEN)
    table.monster(1, "Summoned Skull")
    table.monster(0, "Mystic Tomato")
    table.deck(0, ["Sangan"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="Mystic Tomato")
    _pass_all(s)
    assert "Mystic Tomato" in grave(duel, 0)
    assert [c.name for c in duel.players[0].deck] == ["Sangan"]
    assert field_monsters(duel, 0) == []


def test_jowgen_the_spiritualist_destroys_every_special_summoned_monster():
    """Q: I control Jowgen (Normal Summoned) and a Dark Magician revived by Monster Reborn; my
    opponent controls Battle Ox (Normal Summoned) and a Chaos Sorcerer (its own Special Summon). I
    use Jowgen's effect, my hand a single Sangan. A: Sangan is discarded as the cost; Dark
    Magician and Chaos Sorcerer are destroyed; Jowgen and Battle Ox stay."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, JOWGEN, summon_kind="normal")
    table.monster(0, "Dark Magician", summon_kind="special")
    table.monster(1, "Battle Ox", summon_kind="normal")
    table.monster(1, "Chaos Sorcerer", summon_kind="proc")
    table.hand(0, "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", JOWGEN)
    _pass_all(s)
    assert hand(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Dark Magician", "Sangan"]
    assert grave(duel, 1) == ["Chaos Sorcerer"]
    assert field_monsters(duel, 0) == [JOWGEN] and field_monsters(duel, 1) == ["Battle Ox"]
    discards = [e for e in duel.log if e["type"] == "to_grave" and e.get("name") == "Sangan"]
    assert discards and discards[0]["reason"] == "discard_cost"


def test_jowgen_the_spiritualist_effect_needs_a_hand_and_a_special_summoned_monster():
    """Q: may I use Jowgen's effect with an empty hand, or when no monster on the field was Special
    Summoned? A: no: the random discard is its cost, and with nothing it could destroy it is not
    activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, JOWGEN, summon_kind="normal")
    table.monster(1, "Chaos Sorcerer", summon_kind="proc")
    assert not Script(table.build()).has("activate", JOWGEN)
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, JOWGEN, summon_kind="normal")
    table.monster(1, "Battle Ox", summon_kind="normal")
    table.hand(0, "Sangan")
    assert not Script(table.build()).has("activate", JOWGEN)


def test_jowgen_the_spiritualist_no_chaos_sorcerer_by_its_own_procedure():
    """Q: my opponent controls a face-up Jowgen; I hold Chaos Sorcerer with a LIGHT and a DARK
    monster in my GY. May I Special Summon it by its own procedure? A: no: that is a Special
    Summon too."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, JOWGEN)
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", "Gravekeeper's Spy")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Chaos Sorcerer")
