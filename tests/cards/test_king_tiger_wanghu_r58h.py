"""King Tiger Wanghu (83986578): each time monsters with 1400 or less ATK are Normal or Special
Summoned, a mandatory trigger destroys them.

Sources, in our words: yugioh-wiki.net 《王虎ワンフー》 (a trigger effect, not a continuous one; it
answers a Normal or Special Summon, not a Flip Summon nor a monster Set or summoned face-down; the ATK
is judged with the continuous effects applied; FAQ 09/03/17: not applied if Wanghu is no longer face-up
on the field when it resolves; today's text: only while it is already in the Monster Zone) and the
PGD-era rulings (shuffleandcut.com's PGD-004 list, Konami's 2005 FAQ: both sides; Monster Tokens too;
monsters Special Summoned at the same time as Wanghu by Cyber Jar are destroyed too: the 2005 ERAS
entry). A mandatory trigger of the Summon batch: one chain link destroys every monster of that batch
(Scapegoat's four Tokens: our reading of "each time ... destroy them")."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

KTW = "King Tiger Wanghu"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_king_tiger_wanghu_destroys_a_normal_summoned_sangan():
    """Q: my opponent controls Wanghu; I Normal Summon Sangan (1000 ATK). A: Wanghu's trigger destroys
    it; Sangan, sent from the field to the GY, then searches Giant Rat for me."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Sangan")
    table.deck(0, ["Giant Rat", "Battle Ox"])
    table.monster(1, KTW)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Sangan")
    _pass_all(s, duel)
    assert [e["name"] for e in of_type(duel, "chain")] == [KTW, "Sangan"]
    assert grave(duel, 0) == ["Sangan"] and field_monsters(duel, 1) == [KTW]
    if duel.request.kind == "select":
        s.pick("select", "Giant Rat")
        _pass_all(s, duel)
    assert "Giant Rat" in [c.name for c in duel.players[0].hand]


def test_king_tiger_wanghu_destroys_every_scapegoat_token_in_one_link():
    """Q: I activate Scapegoat while my opponent controls Wanghu. A: one Wanghu link destroys all four
    Sheep Tokens (0 ATK) summoned at once; Wanghu stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Scapegoat")
    table.monster(1, KTW)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    _pass_all(s, duel)
    _pass_all(s, duel)
    assert [e["name"] for e in of_type(duel, "chain")] == ["Scapegoat", KTW]
    assert field_monsters(duel, 0) == [] and len(of_type(duel, "destroyed")) == 4
    assert field_monsters(duel, 1) == [KTW]


def test_king_tiger_wanghu_ignores_flip_summons_sets_and_stronger_monsters():
    """Q: with my Wanghu face-up, I Flip Summon a Set Sangan and Set a Giant Rat; in another duel I
    Normal Summon Battle Ox (1700) into my opponent's Wanghu. A: none of them is destroyed: a Flip
    Summon and a Set are no Normal Summon, and 1700 is over 1400."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Sangan", position="set")
    table.hand(0, "Giant Rat")
    table.monster(0, KTW)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Sangan")
    _pass_all(s, duel)
    s.pick("set", "Giant Rat")
    _pass_all(s, duel)
    assert of_type(duel, "chain") == [] and grave(duel, 0) == []
    assert sorted(field_monsters(duel, 0)) == ["Giant Rat", KTW, "Sangan"]
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox")
    table.monster(1, KTW)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    _pass_all(s, duel)
    assert of_type(duel, "chain") == [] and field_monsters(duel, 0) == ["Battle Ox"]


def test_king_tiger_wanghu_gone_before_it_resolves_destroys_nothing():
    """Q: I Normal Summon Sangan into my opponent's Wanghu; in answer to its trigger I activate
    Compulsory Evacuation Device on Wanghu. A: Wanghu is no longer on the field as its effect
    resolves: Sangan stays (yugioh-wiki.net FAQ 09/03/17)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Sangan")
    table.spell_trap(0, "Compulsory Evacuation Device")
    ktw = table.monster(1, KTW)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Sangan")
    while not (duel.request.kind == "chain" and duel.request.player == 0 and
               any(o.kind == "activate" for o in duel.request.options) and
               [e["name"] for e in of_type(duel, "chain")] == [KTW]):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", "Compulsory Evacuation Device", player=0)
    s.pick("target", ktw, player=0)
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == ["Sangan"] and [c.name for c in duel.players[1].hand] == [KTW]


def _cyber_jar(rules):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.monster(0, "Cyber Jar", position="set")
    table.deck(0, [KTW, "Sangan", "Pot of Greed", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Cyber Jar")
    for _ in range(20):
        r = duel.request
        if r is None or r.kind == "idle":
            break
        if r.kind == "chain":
            s.pick("pass", player=r.player)
        else:
            s.answer(r.options[0])          # face-up Attack Position for each monster
    return duel


def test_king_tiger_wanghu_summoned_with_sangan_by_cyber_jar_2005():
    """Q (GOAT, 2005 rulings): Cyber Jar Special Summons Wanghu and Sangan face-up at the same time. A:
    Wanghu's effect destroys Sangan (the PGD-era ruling on Cyber Jar); Battle Ox (1700) stays."""
    duel = _cyber_jar("GOAT")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", KTW]
    assert grave(duel, 0) == ["Cyber Jar", "Sangan"]


def test_king_tiger_wanghu_summoned_with_sangan_by_cyber_jar_today():
    """Q (today's text): the same Cyber Jar. A: Wanghu was not yet in the Monster Zone when Sangan was
    summoned: no trigger, Sangan stays."""
    duel = _cyber_jar("MR5")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", KTW, "Sangan"]
    assert grave(duel, 0) == ["Cyber Jar"] and KTW not in [e["name"] for e in of_type(duel, "chain")]
